#import <ComponentKit/ComponentKit.h>

@interface AvatarComponent : CKCompositeComponent
+ (instancetype)newWithURL:(NSURL *)url;
@end

@interface AvatarComponentController : CKComponentController
@end

@implementation AvatarComponent

+ (instancetype)newWithURL:(NSURL *)url
{
  CKComponentScope scope(self, url.absoluteString);
  return [super newWithComponent:[CKImageComponent newWithImage:nil attributes:{} size:{}]];
}

@end

@implementation AvatarComponentController

- (void)didMount
{
  [super didMount];
}

@end
