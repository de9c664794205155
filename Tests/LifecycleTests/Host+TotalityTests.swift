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

@Suite("Host totality")
struct HostTotalityTests {
    @Test("A long random walk of every call never traps and keeps the layer tree mirroring the view tree")
    func randomWalk() throws {
        let host = makeHost()
        var random = SplitMix(state: 42)
        var time = 0.0
        host.isLogging = false
        _ = host.makeWindow()
        for _ in 0..<3000 {
            let views = host.views
            let someView = views.isEmpty ? nil : views[random.next(views.count)]
            let window = WindowID(index: random.next(host.windows.count + 1))  // sometimes unknown
            switch random.next(12) {
            case 0: host.makeWindow()
            case 1: _ = try? host.makeView(parent: random.next(2) == 0 ? nil : someView)
            case 2: if let someView { _ = try? host.attach(someView, to: window) }
            case 3: if let someView { _ = try? host.detach(someView) }
            case 4: if let someView, let other = views.last { _ = try? host.addSubview(someView, to: other) }
            case 5: host.resignActive()
            case 6: host.enterBackground()
            case 7: host.enterForeground()
            case 8: host.becomeActive()
            case 9: host.endTurn()
            case 10:
                time += Double(random.next(3))
                try host.advance(to: time)
            default:
                // Three keys, so same-key replacements happen often.
                if let someView { try? host.engine.add(ramp(), forKey: "k\(random.next(3))", to: someView.layer) }
            }
            for view in host.views {
                let expected =
                    host.superview(of: view)?.layer
                    ?? host.rootViews(of: host.window(of: view) ?? WindowID(index: -1)).first { $0 == view }
                    .flatMap { _ in host.layer(of: host.window(of: view)!) }
                #expect(host.engine.superlayer(of: view.layer) == expected)
            }
        }
        #expect(host.views.count > 10)
    }
}
