@interface SmoothListViewController : UIViewController
@end
@implementation SmoothListViewController
- (instancetype)init
{
  if (self = [super initWithNibName:nil bundle:nil]) {
    [self initSubviews];
  }
  return self;
}
// A helper named like an initializer: it returns nothing and runs from viewDidLoad.
- (void)initSubviews
{
  [self.view addSubview:[[UITableView alloc] initWithFrame:CGRectZero]];
}
- (void)viewDidLoad
{
  [super viewDidLoad];
  [self initSubviews];
}
@end
