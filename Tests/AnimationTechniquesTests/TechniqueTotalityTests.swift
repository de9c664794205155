import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// A small deterministic generator (SplitMix64), so the walk is the same on every run.
struct SplitMix {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(bound, 1)))
    }
}

@Suite("Technique totality")
struct TechniqueTotalityTests {
    @Test(
        "Random walks of every technique under every variant never trap; values stay finite",
        arguments: TechniqueVariant.allCases)
    func randomWalk(_ variant: TechniqueVariant) throws {
        let host = makeHost()
        host.isLogging = false
        let kit = TechniqueKit(host: host, variant: variant)
        let window = host.makeWindow()
        var random = SplitMix(state: UInt64(variant.name.utf8.count))
        var time = 0.0
        var key = 0
        for index in 0..<6 {
            let view = try host.makeView(parent: index == 0 || index % 3 == 0 ? nil : host.views[index - 1])
            if host.superview(of: view) == nil { try host.attach(view, to: window) }
        }
        let speeds = [0, 0.5, 1, 2, -1]
        for _ in 0..<800 {
            let view = host.views[random.next(host.views.count)]
            key = (key + 1) % 5  // few keys, so same-key replacements happen often
            switch random.next(16) {
            case 0: _ = try? kit.pauser.pause(view.layer)
            case 1: _ = try? kit.pauser.resume(view.layer)
            case 2: try? kit.speedChanger.setSpeed(speeds[random.next(speeds.count)], of: view.layer)
            case 3: _ = try? kit.store.store(view.layer)
            case 4: _ = try? kit.store.restore(view.layer)
            case 5: _ = try? kit.store.discard(view.layer)
            case 6: kit.preserver(for: view)
            case 7: try? kit.reinstaller(for: view).install(ramp(), forKey: "r\(key)")
            case 8: _ = try? kit.addAnimation(ramp(), forKey: "c\(key)", to: view.layer)
            case 9:
                let scrubber = kit.makeScrubber(for: view, animation: ramp(), forKey: "s\(key)")
                try? scrubber.install()
                try? scrubber.setProgress(Double(random.next(10)))
            case 10: host.moveToBackground()
            case 11: host.moveToForeground()
            case 12: _ = try? host.detach(view)
            case 13: _ = try? host.attach(view, to: window)
            default:
                time += Double(random.next(4)) / 2
                try host.advance(to: time)
            }
        }
        for view in host.views {
            #expect(host.engine.presentationValue(forKeyPath: "opacity", of: view.layer).isFinite)
            #expect(host.engine.timing(of: view.layer).isFinite)
        }
        kit.invalidate()
        #expect(host.observerCount == 0)
    }
}
