extension Prelude {
    /// Lists joined as en_US writes them (CLDR's patterns): `["a", "b", "c"].formatted()` is
    /// "a, b, and c"; `.list(type: .or)` "a, b, or c"; `width: .short` "a, b, & c";
    /// `width: .narrow` "a, b, c". `ListFormatter.localizedString(byJoining:)` is the default.
    static let listFormatSource = #"""
        struct ListFormatStyle: Hashable {
            enum ListType: String, Hashable { case and, or }
            enum Width: String, Hashable { case standard, short, narrow }
            var listType: ListType = .and
            var width: Width = .standard
            init(listType: ListType = .and, width: Width = .standard) {
                self.listType = listType
                self.width = width
            }
            static func list(type: ListType, width: Width = .standard) -> ListFormatStyle {
                ListFormatStyle(listType: type, width: width)
            }
            static func list(memberStyle: Any, type: ListType, width: Width = .standard) -> ListFormatStyle {
                ListFormatStyle(listType: type, width: width)
            }
            func format(_ items: [String]) -> String {
                if items.isEmpty { return "" }
                if items.count == 1 { return items[0] }
                let word: String
                if listType == .or {
                    word = "or"
                } else {
                    word = width == .standard ? "and" : width == .short ? "&" : ""
                }
                if items.count == 2 { return word.isEmpty ? items[0] + ", " + items[1] : items[0] + " " + word + " " + items[1] }
                var text = items[0]
                for item in items.dropFirst().dropLast() { text += ", " + item }
                return text + ", " + (word.isEmpty ? "" : word + " ") + items[items.count - 1]
            }
        }

        extension Array {
            func formatted() -> String { ListFormatStyle().format(map { "\($0)" }) }
            func formatted(_ style: ListFormatStyle) -> String { style.format(map { "\($0)" }) }
        }

        final class ListFormatter {
            init() {}
            static func localizedString(byJoining strings: [String]) -> String { ListFormatStyle().format(strings) }
            func string(from items: [Any]) -> String? { ListFormatStyle().format(items.map { "\($0)" }) }
        }
        """#
}
