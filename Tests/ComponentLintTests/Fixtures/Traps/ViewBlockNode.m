// A view block runs later, on the main thread: creating a UIKit view inside it is the right way.
@interface SpinnerNode : ASDisplayNode
@end
@implementation SpinnerNode
- (instancetype)init
{
  if (self = [super init]) {
    _spinner = [[ASDisplayNode alloc] initWithViewBlock:^UIView * _Nonnull{
      UIActivityIndicatorView *view = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:0];
      return view;
    }];
  }
  return self;
}
@end
