// Lifecycle: an engine-agnostic, UIKit-like host over any `TimingEngine`.
//
// `Host` owns the engine and models what UIKit does to animations: windows and views backed by
// layers, app states with UIKit's notification order, the system removal of animations on
// backgrounding and on leaving a window, and run-loop turns (commit at the end of a turn, blocks
// scheduled for the next turn, frames rendered at caller-chosen media times).
