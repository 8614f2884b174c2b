#import "ViewController.h"
