#import "ProfileComponent.h"

@interface ProfileControler : CKComponentController
@end

@implementation ProfileComponent

+ (id)initialState
{
  return @NO;
}

+ (instancetype)newWithName:(NSString *)name
{
  CKComponent *label = [CKLabelComponent newWithLabelAttributes:{.string = name} viewAttributes:{} size:{}];
  return [super newWithComponent:label];
}

@end

@implementation ProfileControler

- (void)didMount
{
  NSLog(@"mounted");
}

@end
