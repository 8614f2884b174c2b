@interface FadeComponent : CKCompositeComponent
@end
@implementation FadeComponent
+ (id)initialState { return @NO; }
+ (instancetype)newWithComponent:(CKComponent *)component
{
  if (component == nil) {
    return nil;
  }
  CKComponentScope s(self);
  auto const c = component.hasView
                     ? [super newWithComponent:component]
                     : [super newWithView:{[UIView class]} component:component];
  return c;
}
@end
