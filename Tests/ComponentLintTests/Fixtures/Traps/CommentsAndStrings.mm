#if DEBUG
@interface DebugComponent : CKCompositeComponent
#else
@interface DebugComponent : CKCompositeComponent
#endif
@end
@implementation DebugComponent
+ (instancetype)newWithTitle:(NSString *)title
{
  /* CKComponentScope scope([Other class]); [super newWithComponent:nil]; */
  // [[DebugComponentController alloc] init];
  NSString *a = @"CKComponentScope scope([DebugComponent class]);";
  const char *b = R"js(function() { [super didMount]; })js";
  return [super newWithComponent:nil];
}
@end
