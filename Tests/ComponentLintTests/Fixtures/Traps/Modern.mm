// Overriding +controllerClass shows the modern API: controllers are not found by name.
@interface AlbumComponent : CKCompositeComponent
@end
@implementation AlbumComponent
+ (Class)controllerClass { return [AlbumPresenter class]; }
+ (instancetype)newWithAlbum:(id)album
{
  CKComponentScope scope(self, album);
  return [super newWithComponent:nil];
}
@end
@interface AlbumPresenter : CKComponentController
@end
@implementation AlbumPresenter
- (void)didMount { [super didMount]; }
@end
