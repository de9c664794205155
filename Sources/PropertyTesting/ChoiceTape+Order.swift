/// Whether tape `a` comes before tape `b` in shortlex order: shorter first, then lexicographically.
///
/// This is the order the shrinker minimises, as in Hypothesis: a tape earlier in it stands for a
/// simpler value.
public func shortlexPrecedes(_ a: [UInt64], _ b: [UInt64]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    for index in a.indices where a[index] != b[index] {
        return a[index] < b[index]
    }
    return false
}
