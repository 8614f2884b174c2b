// The framework's own base class implements the lifecycle methods: it has no super to call.
@interface CKComponentController : NSObject
@end
@implementation CKComponentController
- (void)didMount {}
- (void)willUnmount {}
@end

// A base controller that subclasses share is not anyone's misnamed controller.
@interface FeedBaseController : CKComponentController
@end
@implementation FeedBaseController
- (void)didMount { [super didMount]; }
@end
@interface StoryComponent : CKCompositeComponent
@end
@interface StoryComponentController : FeedBaseController
@end
@implementation StoryComponentController
@end
