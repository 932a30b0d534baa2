import Foundation

/// A Core Data model as Xcode's model editor saves it (`Model.xcdatamodeld/Model.xcdatamodel/
/// contents`): its entities, their attributes and relationships, and which classes Xcode
/// generates for them.
public struct DataModel: Sendable, Equatable {
    public struct Entity: Sendable, Equatable {
        /// What Xcode generates for the entity (its "Codegen" setting).
        public enum Codegen: Sendable, Equatable {
            /// "Class Definition": the class and its properties.
            case classDefinition
            /// "Category/Extension": the properties, for a class the app writes.
            case category
            /// "Manual/None": nothing; the app writes both.
            case manual
        }

        public var name: String
        public var className: String
        public var parentEntity: String?
        public var codegen: Codegen
        public var attributes: [Attribute] = []
        public var relationships: [Relationship] = []
    }

    public struct Attribute: Sendable, Equatable {
        public var name: String
        /// The model's type name: "String", "Integer 16", "Double", "Boolean", "Date"…
        public var type: String
        public var usesScalarValueType: Bool
        public var defaultValue: String?
        public var customClassName: String?
    }

    public struct Relationship: Sendable, Equatable {
        public var name: String
        public var destination: String
        public var inverse: String?
        public var isToMany: Bool
        public var isOrdered: Bool
    }

    public var entities: [Entity]

    /// The model in `contents`' XML; elements it does not know (fetch requests, configurations,
    /// the editor's layout) are skipped.
    public static func parse(_ xml: String) -> DataModel {
        var entities: [Entity] = []
        for tag in tags(in: xml) {
            switch tag.name {
            case "entity" where !tag.isClosing:
                guard let name = tag.attributes["name"] else { continue }
                let codegen: Entity.Codegen =
                    switch tag.attributes["codeGenerationType"] {
                    case "class": .classDefinition
                    case "category": .category
                    default: .manual
                    }
                entities.append(
                    Entity(
                        name: name, className: tag.attributes["representedClassName"] ?? name,
                        parentEntity: tag.attributes["parentEntity"], codegen: codegen))
            case "attribute":
                guard !entities.isEmpty, let name = tag.attributes["name"] else { continue }
                entities[entities.count - 1].attributes.append(
                    Attribute(
                        name: name, type: tag.attributes["attributeType"] ?? "Undefined",
                        usesScalarValueType: tag.attributes["usesScalarValueType"] == "YES",
                        defaultValue: tag.attributes["defaultValueString"],
                        customClassName: tag.attributes["customClassName"]))
            case "relationship":
                guard !entities.isEmpty, let name = tag.attributes["name"] else { continue }
                entities[entities.count - 1].relationships.append(
                    Relationship(
                        name: name, destination: tag.attributes["destinationEntity"] ?? "NSManagedObject",
                        inverse: tag.attributes["inverseName"], isToMany: tag.attributes["toMany"] == "YES",
                        isOrdered: tag.attributes["ordered"] == "YES"))
            default:
                continue
            }
        }
        return DataModel(entities: entities)
    }

    struct Tag {
        let name: String
        let isClosing: Bool
        let attributes: [String: String]
    }

    /// The XML's tags in order, with their attributes unescaped.
    static func tags(in xml: String) -> [Tag] {
        guard let tagPattern = try? NSRegularExpression(pattern: "<(/?)([A-Za-z_][\\w.-]*)([^>]*)>"),
            let attributePattern = try? NSRegularExpression(pattern: "([A-Za-z_][\\w.-]*)\\s*=\\s*\"([^\"]*)\"")
        else { return [] }
        let text = xml as NSString
        return tagPattern.matches(in: xml, range: NSRange(location: 0, length: text.length)).map { match in
            let body = text.substring(with: match.range(at: 3))
            var attributes: [String: String] = [:]
            let bodyText = body as NSString
            for pair in attributePattern.matches(in: body, range: NSRange(location: 0, length: bodyText.length)) {
                attributes[bodyText.substring(with: pair.range(at: 1))] = unescaped(bodyText.substring(with: pair.range(at: 2)))
            }
            return Tag(
                name: text.substring(with: match.range(at: 2)), isClosing: match.range(at: 1).length > 0,
                attributes: attributes)
        }
    }

    private static func unescaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
