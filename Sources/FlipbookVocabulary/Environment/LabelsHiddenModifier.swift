import FlipbookModel

/// `labelsHidden()`: controls below (toggles, pickers, sliders, steppers, date and colour
/// pickers) draw without their labels, as a compact control in a custom layout does.
public struct LabelsHiddenModifier: EnvironmentModifierKind, ArgumentConstructible {
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> LabelsHiddenModifier {
        LabelsHiddenModifier()
    }

    public func apply(to environment: inout EnvironmentValues) {
        environment.labelsHidden = true
    }

    public var description: String { "labelsHidden()" }
}
