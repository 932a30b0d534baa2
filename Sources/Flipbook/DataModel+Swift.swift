extension DataModel {
    /// The Swift Xcode generates for each entity whose codegen is "Class Definition" or
    /// "Category/Extension" (`Item+CoreDataClass.swift`, `Item+CoreDataProperties.swift`), as one
    /// file per entity, by file name. Beyond Xcode's code, each property starts at the model's
    /// default value, and a relationship keeps its inverse in step when it is set, as the
    /// context does in Core Data.
    /// An entity whose class the app declares itself is left out where Xcode would define the
    /// class (a class of that name is then not the model's).
    public func generatedSources(excludingClasses declared: Set<String> = []) -> [(fileName: String, text: String)] {
        entities.filter { $0.codegen == .category || ($0.codegen == .classDefinition && !declared.contains($0.className)) }.map { entity in
            (fileName: "\(entity.className)+CoreData.swift", text: source(of: entity))
        }
    }

    private func source(of entity: Entity) -> String {
        var lines = ["import CoreData", ""]
        if entity.codegen == .classDefinition {
            let parent = entity.parentEntity.flatMap { name in entities.first { $0.name == name }?.className }
            lines.append("public class \(entity.className): \(parent ?? "NSManagedObject") {}")
            lines.append("")
        }
        lines.append("extension \(entity.className) {")
        lines.append("    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {")
        lines.append("        NSFetchRequest<\(entity.className)>(entityName: \(literal(entity.name)))")
        lines.append("    }")
        for attribute in entity.attributes {
            let (type, initial) = Self.swiftType(of: attribute)
            lines.append("    @NSManaged public var \(attribute.name): \(type)" + (initial.map { " = \($0)" } ?? ""))
        }
        for relationship in entity.relationships {
            lines.append(contentsOf: self.relationship(relationship, of: entity))
        }
        lines.append("}")
        lines.append("")
        lines.append("extension \(entity.className): Identifiable {}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A relationship's property, whose observer sets the inverse on the objects it gains and
    /// clears it on those it loses, and a to-many's `addTo…`/`removeFrom…` accessors.
    private func relationship(_ relationship: Relationship, of entity: Entity) -> [String] {
        let destination = entities.first { $0.name == relationship.destination }
        let destinationClass = destination?.className ?? "NSManagedObject"
        let name = relationship.name
        let inverse = relationship.inverse.flatMap { inverseName in
            destination?.relationships.first { $0.name == inverseName }
        }
        var lines: [String] = []
        if relationship.isToMany {
            lines.append("    public var \(name): NSSet? = nil {")
            if let inverse {
                let i = inverse.name
                lines.append("        didSet {")
                lines.append("            let before = oldValue ?? NSSet()")
                lines.append("            let after = \(name) ?? NSSet()")
                lines.append("            for element in before.subtracting(after) {")
                lines.append("                guard let object = element as? \(destinationClass) else { continue }")
                lines.append(
                    inverse.isToMany
                        ? "                if object.\(i)?.contains(self) == true { object.\(i) = object.\(i)?.subtracting([self]) }"
                        : "                if object.\(i) === self { object.\(i) = nil }")
                lines.append("            }")
                lines.append("            for element in after.subtracting(before) {")
                lines.append("                guard let object = element as? \(destinationClass) else { continue }")
                lines.append(
                    inverse.isToMany
                        ? "                if object.\(i)?.contains(self) != true { object.\(i) = (object.\(i) ?? NSSet()).union([self]) }"
                        : "                if object.\(i) !== self { object.\(i) = self }")
                lines.append("            }")
                lines.append("        }")
            }
            lines.append("    }")
            let suffix = name.prefix(1).uppercased() + name.dropFirst()
            lines.append("    public func addTo\(suffix)(_ value: \(destinationClass)) { \(name) = (\(name) ?? NSSet()).union([value]) }")
            lines.append("    public func removeFrom\(suffix)(_ value: \(destinationClass)) { \(name) = \(name)?.subtracting([value]) }")
            lines.append("    public func addTo\(suffix)(_ values: NSSet) { \(name) = (\(name) ?? NSSet()).union(values) }")
            lines.append("    public func removeFrom\(suffix)(_ values: NSSet) { \(name) = \(name)?.subtracting(values) }")
        } else {
            lines.append("    public var \(name): \(destinationClass)? = nil {")
            if let inverse {
                let i = inverse.name
                lines.append("        didSet {")
                lines.append("            if oldValue === \(name) { return }")
                if inverse.isToMany {
                    lines.append(
                        "            if let old = oldValue, old.\(i)?.contains(self) == true { old.\(i) = old.\(i)?.subtracting([self]) }")
                    lines.append(
                        "            if let new = \(name), new.\(i)?.contains(self) != true { new.\(i) = (new.\(i) ?? NSSet()).union([self]) }")
                } else {
                    lines.append("            if let old = oldValue, old.\(i) === self { old.\(i) = nil }")
                    lines.append("            if let new = \(name), new.\(i) !== self { new.\(i) = self }")
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        return lines
    }

    /// The type Xcode gives an attribute (an object type is always optional; a number, a
    /// truth value or a date with "Use Scalar Type" is not), and its first value.
    static func swiftType(of attribute: Attribute) -> (type: String, initial: String?) {
        let scalar = attribute.usesScalarValueType
        let defaultValue = attribute.defaultValue
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64":
            let bits = attribute.type.split(separator: " ").last ?? "64"
            let number = defaultValue.flatMap { Int($0) }.map(String.init)
            return scalar ? ("Int\(bits)", number ?? "0") : ("NSNumber?", number.map { "NSNumber(value: \($0))" })
        case "Double", "Float":
            let number = defaultValue.flatMap { Double($0) }.map { String($0) }
            return scalar ? (attribute.type, number ?? "0") : ("NSNumber?", number.map { "NSNumber(value: \($0))" })
        case "Decimal":
            return ("NSDecimalNumber?", defaultValue.flatMap { Double($0) }.map { "NSDecimalNumber(value: \($0))" })
        case "Boolean":
            let flag = defaultValue.map { ["YES", "1", "true"].contains($0) ? "true" : "false" }
            return scalar ? ("Bool", flag ?? "false") : ("NSNumber?", flag.map { "NSNumber(value: \($0))" })
        case "String":
            return ("String?", defaultValue.map(literal))
        case "Date":
            return ("Date?", nil)
        case "Binary":
            return ("Data?", nil)
        case "UUID":
            return ("UUID?", nil)
        case "URI":
            return ("URL?", nil)
        case "Transformable":
            return ("\(attribute.customClassName ?? "NSObject")?", nil)
        default:
            return ("NSObject?", nil)
        }
    }
}

/// A Swift string literal of `text`.
private func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        default: escaped.append(character)
        }
    }
    return "\"" + escaped + "\""
}
