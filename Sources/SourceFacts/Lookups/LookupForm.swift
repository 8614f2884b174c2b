/// A way code looks a localized string up, as data: the function, and where its key, table and
/// default value are among the arguments.
struct LookupForm: Sendable {
    enum Place: Sendable, Equatable {
        /// 1-based, counting every argument.
        case position(Int)
        case label(String)
    }

    /// How the call is written: a function (`NSLocalizedString(`), a method after a `.`
    /// (`.navigationTitle(`), or a type's initialiser with a first label (`String(localized:`).
    enum Callee: Sendable, Equatable {
        case function(String)
        case method(String)
        case initializer(String, firstLabel: String)

        /// The name the call is written with (the type's, for an initialiser).
        var name: String {
            switch self {
            case .function(let name), .method(let name), .initializer(let name, _): name
            }
        }
    }

    let callee: Callee
    let key: Place
    let table: Place?
    let defaultValue: Place?
    /// SwiftUI's `LocalizedStringKey` and `String.LocalizationValue` literals: `\(…)` makes a format key.
    let interpolates: Bool
    let swift: Bool
    /// Whether an argument found by position must have no label (`Text(verbatim: "…")` is no key);
    /// a project's own wrapper is taken as configured.
    var positionIsUnlabeled = true
    /// Where the bundle is named, if the call can name one.
    var bundle: Place?
    /// A SwiftUI view or modifier: its literal is shown as it is unless it interpolates.
    var isSwiftUI = false

    /// Every built-in form (the config's wrappers come on top, see `LookupFunction`).
    static let all: [LookupForm] = objectiveC + swiftForms + swiftUI

    static let objectiveC: [LookupForm] = [
        LookupForm(
            callee: .function("NSLocalizedString"), key: .position(1), table: nil, defaultValue: nil, interpolates: false, swift: false),
        LookupForm(
            callee: .function("NSLocalizedStringFromTable"), key: .position(1), table: .position(2), defaultValue: nil, interpolates: false,
            swift: false),
        LookupForm(
            callee: .function("NSLocalizedStringFromTableInBundle"), key: .position(1), table: .position(2), defaultValue: nil,
            interpolates: false, swift: false, bundle: .position(3)),
        LookupForm(
            callee: .function("NSLocalizedStringWithDefaultValue"), key: .position(1), table: .position(2), defaultValue: .position(4),
            interpolates: false, swift: false, bundle: .position(3)),
    ]

    static let swiftForms: [LookupForm] = [
        LookupForm(
            callee: .function("NSLocalizedString"), key: .position(1), table: .label("tableName"), defaultValue: .label("value"),
            interpolates: false, swift: true, bundle: .label("bundle")),
        LookupForm(
            callee: .initializer("String", firstLabel: "localized"), key: .label("localized"), table: .label("table"),
            defaultValue: .label("defaultValue"), interpolates: true, swift: true, bundle: .label("bundle")),
        LookupForm(
            callee: .function("LocalizedStringResource"), key: .position(1), table: .label("table"), defaultValue: .label("defaultValue"),
            interpolates: true, swift: true, bundle: .label("bundle")),
        LookupForm(
            callee: .function("LocalizedStringKey"), key: .position(1), table: nil, defaultValue: nil, interpolates: true, swift: true),
        LookupForm(
            callee: .method("localizedString"), key: .label("forKey"), table: .label("table"), defaultValue: .label("value"),
            interpolates: false, swift: true),
    ]

    /// SwiftUI views and modifiers whose first, unlabeled argument is a `LocalizedStringKey` when it is a
    /// literal (`Text(verbatim:)` and `Text(someString)` look nothing up).
    static let swiftUIViews = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "NavigationLink", "Link", "Menu", "Section",
        "Stepper", "DatePicker", "ColorPicker", "ProgressView", "GroupBox", "DisclosureGroup", "LabeledContent", "Gauge", "Tab",
        "ShareLink", "ControlGroup", "MultiDatePicker",
    ]
    static let swiftUIModifiers = [
        "navigationTitle", "navigationBarTitle", "help", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "alert",
        "confirmationDialog", "badge",
    ]

    static let swiftUI: [LookupForm] =
        swiftUIViews.map {
            LookupForm(
                callee: .function($0), key: .position(1), table: .label("tableName"), defaultValue: nil, interpolates: true, swift: true,
                bundle: .label("bundle"), isSwiftUI: true)
        }
        + swiftUIModifiers.map {
            LookupForm(
                callee: .method($0), key: .position(1), table: .label("tableName"), defaultValue: nil, interpolates: true, swift: true,
                isSwiftUI: true)
        }
}
