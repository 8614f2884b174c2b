@interface LifecycleComponent : CKComponent
@end
@interface LifecycleComponentController : CKComponentController
@end
@implementation LifecycleComponentController
@end
@interface LifecycleComponentControllerTests : XCTestCase
@end
@implementation LifecycleComponentControllerTests
// Tests make controllers and scopes by hand on purpose.
- (void)testControllerStartsUnmounted
{
  LifecycleComponentController *controller = [[LifecycleComponentController alloc] initWithComponent:nil];
  CKComponentScope scope([CKCompositeComponent class], @"a");
  CKComponentScope other([CKCompositeComponent class], @"b");
  XCTAssertNotNil(controller);
}
@end
