#import <ComponentKit/ComponentKit.h>

@interface ProfileComponent : CKCompositeComponent
+ (instancetype)newWithName:(NSString *)name;
@end
