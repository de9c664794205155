// Lifecycle: an engine-agnostic, UIKit-like host over any `TimingEngine`.
//
// `Host` owns the engine and models what UIKit does to animations: windows and views backed by
// layers, app states with UIKit's notification order, the system removal of animations on
// backgrounding and on leaving a window, and run-loop turns (commit at the end of a turn, blocks
// scheduled for the next turn, frames rendered at caller-chosen media times).
//
// The host's code is `@inlinable` (its internal state `@usableFromInline`) so that a client
// module specializes it for its own engine type. Unspecialized, every use of `Host<Engine>.View`
// or of an array of `Engine.Layer` asks the runtime for generic metadata; in the suite that was a
// tenth of a run, and the lookups contend across threads.
