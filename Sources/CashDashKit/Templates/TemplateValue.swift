import Mustache

/// A view: a type whose values templates read by name. Its lookups, `child(named:)` for swift-mustache and
/// `templateValue(named:)` for the compiled templates, are written by the TemplateLookups build plugin from the
/// properties its body declares (not `static`, not `private`); see `Sources/template-lookups`.
protocol TemplateView: MustacheParent, TemplateObject {}

/// A value as a compiled template reads it: shown by `{{name}}`, entered or tested by `{{#name}}`, listed by
/// `{{#items}}`. Typed, so rendering needs no casts.
enum TemplateValue {
    case text(String)
    case number(Int)
    case bool(Bool)
    case list(any TemplateList)
    case object(any TemplateObject)
    /// A catalogue text with placeholders, filled from the context where it is shown.
    case words(CompiledTemplate)
}

/// Something a template reads names from: a view (the TemplateLookups plugin writes its lookup), a dictionary, the
/// words.
protocol TemplateObject: TemplateValueConvertible {
    /// The value a template names `name`; nil when there is none, so the template looks further out.
    func templateValue(named name: String) -> TemplateValue?
}

extension TemplateObject {
    var templateValue: TemplateValue? { .object(self) }
}

/// A list a template walks through with `{{#name}}…{{/name}}`.
protocol TemplateList {
    var count: Int { get }
    func element(at index: Int) -> TemplateValue?
    /// The list as swift-mustache writes it where a template shows a list as text.
    var description: String { get }
}

/// A type whose values templates read.
protocol TemplateValueConvertible {
    /// The value, or nil for nothing (an optional that is nil).
    var templateValue: TemplateValue? { get }
}

extension String: TemplateValueConvertible {
    var templateValue: TemplateValue? { .text(self) }
}

extension Int: TemplateValueConvertible {
    var templateValue: TemplateValue? { .number(self) }
}

extension Bool: TemplateValueConvertible {
    var templateValue: TemplateValue? { .bool(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: TemplateValue? { self?.templateValue ?? nil }
}

extension Array: TemplateValueConvertible, TemplateList where Element: TemplateValueConvertible {
    var templateValue: TemplateValue? { .list(self) }

    func element(at index: Int) -> TemplateValue? { self[index].templateValue }
}

extension Dictionary: TemplateValueConvertible, TemplateObject where Key == String, Value: TemplateValueConvertible {
    func templateValue(named name: String) -> TemplateValue? { self[name]?.templateValue ?? nil }
}
