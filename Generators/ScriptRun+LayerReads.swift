import Lifecycle
import MediaTiming
import Scripts

extension ScriptRun {
    /// What app code reads from `view`'s layer between calls (``HostStep/readLayer(view:)``), one
    /// answer each: model and presentation values, timing, local time, tree, and stored copies.
    ///
    /// These are engine calls no other step makes itself (the driver's own reads after each step
    /// are observations, not calls a script draws), so the grammar reaches `modelValue`, the
    /// stored copies and the tree reads through this step. A layer is named by its index (`v1`),
    /// a plain sublayer's too; a superlayer the script did not make (a window's) reads `not a view's`. The stored copies are
    /// also recorded whole, field by field, as a ``StoredCopiesRead`` of step `index`.
    @inlinable
    func layerReads(of v: Int, index: Int) throws(StepSkipped) -> [String] {
        let layer = try self.layer(v)
        let n = SwiftLiteral.number
        func name(_ other: Engine.Layer) -> String {
            layers.firstIndex(of: other).map { "v\($0)" } ?? "not a view's"
        }
        var answers: [String] = []
        for path in keyPaths {
            answers.append("modelValue(\(path)) = \(n(engine.modelValue(forKeyPath: path, of: layer)))")
            answers.append("presentationValue(\(path)) = \(n(engine.presentationValue(forKeyPath: path, of: layer)))")
        }
        answers.append("timing = \(SwiftLiteral.layerTiming(engine.timing(of: layer)))")
        answers.append("localTime = \(n(engine.convertTime(engine.mediaTime, from: nil, to: layer)))")
        answers.append("superlayer = \(engine.superlayer(of: layer).map(name) ?? "nil")")
        answers.append("sublayers = [\(engine.sublayers(of: layer).map(name).joined(separator: ", "))]")
        var entries: [StoredCopiesRead.Entry] = []
        for key in engine.animationKeys(of: layer) {
            let copy = engine.animation(forKey: key, of: layer)
            answers.append("animation(forKey: \(key)) = \(copy.map(Step.summary(of:)) ?? "nil")")
            entries.append(StoredCopiesRead.Entry(key: key, animation: copy))
        }
        log.pendingCopyReads.append(StoredCopiesRead(step: index, view: v, entries: entries))
        return answers
    }
}
