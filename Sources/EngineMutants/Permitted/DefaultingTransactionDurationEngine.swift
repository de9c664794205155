import MediaTiming
import ReferenceEngine

/// The reference engine reading a transaction duration of 0 or less, or not finite, as "use the
/// default": such a transaction gives an animation added with a duration of 0 or less 0.25 s.
///
/// Apple's `CATransaction.animationDuration` page gives the default, 0.25 s, and no reading of a
/// value of 0 or less or not finite (SEMANTICS §2.3, not asserted). The reference engine keeps 0
/// and ignores a negative or NaN value; a clone that treats every such value as unset falls back
/// to the default instead, as this one does.
final class DefaultingTransactionDurationEngine: ForwardingEngine<ReferenceEngine> {
    init() { super.init(ReferenceEngine()) }

    override var transactionAnimationDuration: Double {
        get { super.transactionAnimationDuration }
        set { super.transactionAnimationDuration = newValue.isFinite && newValue > 0 ? newValue : 0.25 }
    }
}
