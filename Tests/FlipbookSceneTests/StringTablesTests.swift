import FlipbookScene
import Testing

/// The app's string tables as Flipbook reads them: `.strings` files and `.xcstrings` catalogues.
@Suite struct StringTablesTests {
    @Test func aStringsFileGivesItsEntriesWithEscapesAndCommentsSkipped() {
        let table = StringTables.parseStrings(
            #"""
            /* The first screen */
            "introTitle" = "Healthy Habit";
            // a line comment
            "quote" = "She said \"hi\"\nthen left";
            "path"="a\\b";
            "broken" = ;
            "never" = "read";
            """#)
        #expect(table == ["introTitle": "Healthy Habit", "quote": "She said \"hi\"\nthen left", "path": "a\\b"])
    }

    @Test func aCatalogGivesItsSourceLanguagesStringsAndKeysWithoutOne() {
        let table = StringTables.parseCatalog(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "welcome" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back" } },
                                                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } } } },
                "%lld items" : { "localizations" : { "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "value" : "%lld item" } },
                    "other" : { "stringUnit" : { "value" : "%lld items" } } } } } } },
                "Done" : { }
              },
              "version" : "1.0"
            }
            """#)
        #expect(table == ["welcome": "Welcome back", "%lld items": "%lld items", "Done": "Done"])
        #expect(StringTables.parseCatalog("not json").isEmpty)
    }
}
