import PropertyTesting

/// An arithmetic expression of the calculator problem: literals, sums and integer quotients.
public indirect enum CalculatorExpression: Equatable, Sendable, CustomStringConvertible {
    /// An integer literal.
    case literal(Int)
    /// The sum of two expressions.
    case add(CalculatorExpression, CalculatorExpression)
    /// The truncating quotient of two expressions.
    case divide(CalculatorExpression, CalculatorExpression)

    /// The expression's value, or nil when evaluating it divides by zero.
    public var value: Int? {
        switch self {
        case let .literal(number):
            return number
        case let .add(left, right):
            guard let a = left.value, let b = right.value else { return nil }
            return a &+ b
        case let .divide(left, right):
            guard let a = left.value, let b = right.value, b != 0 else { return nil }
            guard !(a == .min && b == -1) else { return nil }
            return a / b
        }
    }

    /// Whether some quotient has the literal 0 as its divisor.
    public var dividesByLiteralZero: Bool {
        switch self {
        case .literal:
            return false
        case let .add(left, right):
            return left.dividesByLiteralZero || right.dividesByLiteralZero
        case let .divide(left, right):
            return right == .literal(0) || left.dividesByLiteralZero || right.dividesByLiteralZero
        }
    }

    /// The expression in infix notation, fully parenthesised.
    public var description: String {
        switch self {
        case let .literal(number): return String(number)
        case let .add(left, right): return "(\(left) + \(right))"
        case let .divide(left, right): return "(\(left) / \(right))"
        }
    }
}

extension ShrinkChallenge {
    /// The generator of calculator expressions: literals in −10...10, sums and quotients, without
    /// literal division by zero.
    public static var calculatorExpressions: Gen<CalculatorExpression> {
        Gen.recursive(maxDepth: 5, leaf: Gen.int(in: -10...10).map(CalculatorExpression.literal)) { child in
            Gen.oneOf([
                Gen.zip(child, child).map { CalculatorExpression.add($0.0, $0.1) },
                Gen.zip(child, child).map { CalculatorExpression.divide($0.0, $0.1) },
            ])
        }
        .filter("no literal division by zero") { !$0.dividesByLiteralZero }
    }

    /// calculator: evaluating never divides by zero; minimal `(0 / (0 + 0))`.
    public static var calculator: ShrinkProblem<CalculatorExpression> {
        ShrinkProblem(
            name: "calculator",
            gen: calculatorExpressions,
            property: { $0.value != nil },
            isMinimal: { $0 == .divide(.literal(0), .add(.literal(0), .literal(0))) }
        )
    }
}
