// The names the suite's CALayerEngine is written against, given LiteCA's types. Declared in this
// module, they reach every file of it: CALayerEngine's sources, compiled here with
// CALAYERENGINE_OWN_NAMES, import nothing for them.
import LiteCA

/// LiteCA's `CALayer`, under the name CALayerEngine uses.
public typealias CALayer = LiteCA.CALayer
/// LiteCA's `CAAnimation`, under the name CALayerEngine uses.
public typealias CAAnimation = LiteCA.CAAnimation
/// LiteCA's `CAPropertyAnimation`, under the name CALayerEngine uses.
public typealias CAPropertyAnimation = LiteCA.CAPropertyAnimation
/// LiteCA's `CABasicAnimation`, under the name CALayerEngine uses.
public typealias CABasicAnimation = LiteCA.CABasicAnimation
/// LiteCA's `CAAnimationDelegate`, under the name CALayerEngine uses.
public typealias CAAnimationDelegate = LiteCA.CAAnimationDelegate
/// LiteCA's `CAMediaTimingFunction`, under the name CALayerEngine uses.
public typealias CAMediaTimingFunction = LiteCA.CAMediaTimingFunction
/// LiteCA's `CAMediaTimingFunctionName`, under the name CALayerEngine uses.
public typealias CAMediaTimingFunctionName = LiteCA.CAMediaTimingFunctionName
/// LiteCA's `CAMediaTimingFillMode`, under the name CALayerEngine uses.
public typealias CAMediaTimingFillMode = LiteCA.CAMediaTimingFillMode
/// LiteCA's `CATransaction`, under the name CALayerEngine uses.
public typealias CATransaction = LiteCA.CATransaction
/// Seconds, as Core Animation's declarations name them.
public typealias CFTimeInterval = Double
