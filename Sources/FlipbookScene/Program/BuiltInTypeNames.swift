/// The type names of Swift and Foundation that Flipbook provides and no app declares again
/// (`String`, `CGFloat`, `Date`) and the protocols it knows (`View`, `Identifiable`): an app's
/// files are never searched for these. SwiftUI's views are not among them: an app may declare
/// its own `TabView` or `Card`.
public enum BuiltInTypeNames {
    public static let all: Set<String> = ProgramIndex.nativeProtocols.union([
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Array", "Dictionary", "Set", "Optional", "Result",
        "Date", "UUID", "URL", "Data", "TimeInterval", "Decimal", "Never", "Void", "Any", "AnyObject", "Self",
        "CGPoint", "CGSize", "CGRect", "CGVector", "Range", "ClosedRange", "Codable", "Decodable", "Encodable",
        "Sendable", "ObservableObject", "Calendar", "Locale", "TimeZone", "DateFormatter", "NumberFormatter",
        "JSONDecoder", "JSONEncoder", "DispatchQueue", "Task", "Timer", "NSObject",
    ])
}
