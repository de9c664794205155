// The names the suite's CALayerEngine is written against, given LiteCA's types. Declared in this
// module, they reach every file of it: CALayerEngine's sources, compiled here with
// CALAYERENGINE_OWN_NAMES, import nothing for them.
import LiteCA

public typealias CALayer = LiteCA.CALayer
public typealias CAAnimation = LiteCA.CAAnimation
public typealias CAPropertyAnimation = LiteCA.CAPropertyAnimation
public typealias CABasicAnimation = LiteCA.CABasicAnimation
public typealias CAAnimationDelegate = LiteCA.CAAnimationDelegate
public typealias CAMediaTimingFunction = LiteCA.CAMediaTimingFunction
public typealias CAMediaTimingFunctionName = LiteCA.CAMediaTimingFunctionName
public typealias CAMediaTimingFillMode = LiteCA.CAMediaTimingFillMode
public typealias CATransaction = LiteCA.CATransaction
public typealias CFTimeInterval = Double
