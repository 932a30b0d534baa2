import FlipbookModel
import Testing

@testable import FlipbookScene

/// Foundation's predicate format, evaluated on the scene's values as `evaluate(with:)` does.
@Suite struct PredicateFormatTests {
    static let people = """
        final class Person: NSObject {
            @objc var name: String
            var age: Int
            var pets: [String]
            var boss: Person?
            init(_ name: String, _ age: Int, pets: [String] = [], boss: Person? = nil) {
                self.name = name; self.age = age; self.pets = pets; self.boss = boss
            }
        }
        let ada = Person("Ada", 36, pets: ["cat", "owl"])
        let bob = Person("Bób", 7, boss: ada)

        """

    /// Each format's value for Ada and for Bob.
    func verdicts(_ formats: [String]) throws -> [String] {
        let lines = formats.map { format in
            #"Text("\(NSPredicate(format: "\#(format)").evaluate(with: ada)) \(NSPredicate(format: "\#(format)").evaluate(with: bob))")"#
        }
        return try runScene(scene(body: "VStack {\n" + lines.joined(separator: "\n") + "\n}", extra: Self.people))[0].tree.texts
    }

    @Test func comparisonsOperatorsAndOptions() throws {
        let formats = [
            "age > 18", "age >= 7 AND age < 10", "name == 'Ada' OR age == 7", "NOT (age > 18)", "name CONTAINS[c] 'B'",
            "name ==[cd] 'bob'", "name BEGINSWITH 'A'", "name ENDSWITH 'b'", "name LIKE 'B?b'", "name LIKE '*d*'",
            "name MATCHES '[A-Z][a-z]+'", "age BETWEEN {5, 10}", "age IN {7, 8}", "'cat' IN pets", "pets.@count == 2",
            "ANY pets == 'owl'", "boss.name == 'Ada'", "boss == nil", "name.length == 3", "TRUEPREDICATE",
        ]
        #expect(
            try verdicts(formats) == [
                "true false", "false true", "true true", "false true", "false true",
                "false true", "true false", "false true", "false true", "true false",
                "true false", "false true", "false true", "true false", "true false",
                "true false", "false true", "true false", "true true", "true true",
            ])
    }

    /// Arguments stand for `%@`, `%d` and `%K`; compound predicates join predicates.
    @Test func argumentsAndCompoundPredicates() throws {
        let body = #"""
            let old = NSPredicate(format: "%K > %d", "age", 18)
            let named = NSPredicate(format: "name IN %@", ["Bób", "Cy"])
            let both = NSCompoundPredicate(andPredicateWithSubpredicates: [old, named])
            let either = NSCompoundPredicate(orPredicateWithSubpredicates: [old, named])
            Text("\(both.evaluate(with: ada)) \(either.evaluate(with: ada)) \(either.evaluate(with: bob)) \(NSCompoundPredicate(notPredicateWithSubpredicate: old).evaluate(with: bob))")
            """#
        #expect(try runScene(scene(body: body, extra: Self.people))[0].tree.texts == ["false true true true"])
    }

    /// A format that does not parse is an error at the predicate's call, saying why.
    @Test func aMalformedFormatIsReportedWhereThePredicateIsMade() throws {
        let source = scene(body: #"Text("\(NSPredicate(format: "age >> %@", 3).evaluate(with: 1))")"#)
        let errors = sceneErrors(source)
        #expect(errors.first?.message.contains(#"NSPredicate(format: "age >> %@")"#) == true, "\(errors)")
        #expect(errors.first?.span?.start.line == 6, "\(errors)")
        let missing = sceneErrors(scene(body: #"Text("\(NSPredicate(format: "age > %d").evaluate(with: 1))")"#))
        #expect(missing.first?.message.contains("has no argument") == true, "\(missing)")
    }
}
