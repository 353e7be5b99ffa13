// The translation unit SwiftPM needs to build the UIKit module (include/UIKit.h says why
// the module declares nothing).
#include "UIKit.h"
