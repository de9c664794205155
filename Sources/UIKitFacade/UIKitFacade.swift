// UIKit's view and application shapes over the lifecycle host, over Core Animation's facade.
//
// Where UIKit exists (iOS, tvOS, visionOS, Mac Catalyst) this module re-exports it and declares
// nothing. On macOS (AppKit, no UIKit) it declares nothing either: its `UIView` would stand on the
// facade's `CALayer`, which steps aside there for QuartzCore's. Everywhere else (Linux, Windows,
// watchOS) it declares `UIView`, `UIWindow`, `UIResponder` and `UIApplication` with UIKit's Swift
// shapes, over a `Lifecycle.Host` whose layers are the facade's `CALayer`s. FACADE.md lists every
// member beside UIKit's declaration.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(QuartzCore)
// macOS: QuartzCore without UIKit; nothing to declare (see above).
#else
@_exported import CoreAnimationFacade
#endif
