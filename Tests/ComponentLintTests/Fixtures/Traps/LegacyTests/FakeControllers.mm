@interface CardControllerSpy : CKComponentController
@end
@implementation CardControllerSpy
@end
