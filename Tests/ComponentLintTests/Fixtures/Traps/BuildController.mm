@interface SwiftBackedComponentController : CKComponentController
@end
@interface SwiftBackedComponent : CKComponent
@end
@implementation SwiftBackedComponent
// ComponentKit's own hook for making a controller.
- (id)buildController
{
  return [[SwiftBackedComponentController alloc] initWithComponent:self];
}
@end
