import MediaTiming
import Scripts

extension WorldModel {
    /// Runs a technique call through the techniques' part; returns whether it is a no-op.
    mutating func performTechnique(_ call: TechniqueStep, index: Int) -> Bool {
        lose("technique calls are not modelled yet")
        return false
    }

    /// A technique's observer hears a host notification or a window move.
    mutating func techniqueHears(_ handle: Int, text: String, view: Int) {
        lose("technique observers are not modelled yet")
    }
}

/// TEMPORARY: a stand-in until the techniques' part lands.
package struct TechniqueWorld {
    package init(profile: TimingProfile) {}
}
