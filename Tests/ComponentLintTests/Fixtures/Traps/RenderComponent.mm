// Render components get their scope from the framework.
@interface CounterRenderComponent : CKRenderComponent
@end
@implementation CounterRenderComponent
+ (id)initialState { return @0; }
+ (instancetype)newWithProps:(int)props
{
  return [super newWithView:{} size:{}];
}
@end
