import Mustache

extension MustacheTemplate.Error {
    /// What is wrong at the place swift-mustache stopped reading a template, in words a template's author can act on.
    var advice: String {
        switch self {
        case .sectionCloseNameIncorrect:
            "this `{{/…}}` closes a section other than the one open here; "
                + "close the last `{{#…}}` or `{{^…}}` first"
        case .unfinishedName: "a tag here is not finished; each `{{` needs its `}}`"
        case .expectedSectionEnd: "a `{{#…}}` or `{{^…}}` opened before here is never closed with its `{{/…}}`"
        case .invalidSetDelimiter: "a `{{=… …=}}` tag here is not written as `{{=<% %>=}}`"
        case .transformAppliedToInheritanceSection, .illegalTokenInsideInheritSection, .textInsideInheritSection:
            "inside `{{<…}}` only `{{$name}}…{{/name}}` blocks may go"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable:
            "the first line should read `{{% CONTENT_TYPE: HTML}}`"
        }
    }
}
