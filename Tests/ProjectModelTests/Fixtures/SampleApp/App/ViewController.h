@interface ViewController : NSObject
@end
