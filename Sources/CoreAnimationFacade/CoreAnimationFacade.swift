// Core Animation's API over any `TimingEngine`.
//
// Where QuartzCore exists (macOS, iOS, tvOS, visionOS, Mac Catalyst), this module declares no
// Core Animation name of its own: it re-exports QuartzCore, so `import CoreAnimationFacade` gives
// the real `CALayer`, and code written against the facade runs on Apple's Core Animation
// unchanged. Everywhere else (Linux, Windows, watchOS) it declares QuartzCore's names itself,
// over the `TimingEngine` that `CAFacade.engine` holds for the current task. Declaring both sets
// on Apple platforms would make every unqualified `CALayer` ambiguous in a file that also imports
// UIKit or AppKit (both re-export QuartzCore), so the facade steps aside there. CONFORMANCE.md's
// section "Core Animation's API: the facade" lists every member beside QuartzCore's declaration.
#if canImport(QuartzCore)
@_exported import QuartzCore
#else
import Foundation

/// A time interval in seconds, as Core Foundation declares it on Apple platforms.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
// QuartzCore's name, kept exactly so that code written against the facade compiles against it.
/// The current media time of the ambient engine (``CAFacade/engine``), or 0 outside one.
///
/// On Apple platforms this is the host's absolute time. The facade has no wall clock: its media
/// time is the time of the engine's last render, which the caller owns.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAFacade.engine?.mediaTime ?? 0
}
#endif
