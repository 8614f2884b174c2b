@interface BadgeComponent : CKCompositeComponent
@end
@implementation BadgeComponent
+ (id)initialState { return @NO; }
+ (instancetype)newWithCount:(NSInteger)count
{
#if CK_ASSERTIONS_ENABLED
  CKComponentScope scope(self, @(count));
#else
  CKComponentScope scope(self);
#endif
  if (count > 99) {
    auto const c = [super newWithComponent:nil];
    c->_overflow = YES;
    return c;
  } else {
    BadgeComponent *c = [super newWithView:{} component:nil];
    return c;
  }
}
@end
@interface CardComponent : CKCompositeComponent
@end
@implementation CardComponent
+ (id)initialState { return @NO; }
+ (instancetype)newWithContent:(CKComponent *)content
{
  return [super newWithComponent:content];
}
@end
@interface PhotoCardComponent : CardComponent
@end
@implementation PhotoCardComponent
+ (instancetype)newWithPhoto:(id)photo
{
  CKComponentScope scope(self, photo);
  return [super newWithContent:nil];
}
@end
