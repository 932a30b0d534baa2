import Foundation
import Testing

/// UIKit's appearance proxies that SwiftUI apps set in an `init`: the navigation bar's title
/// colours and background are drawn; the tab bar's and the bar buttons' looks are accepted.
@Suite struct UIKitAppearanceTests {
    func dump(_ initializer: String, title: String = ".navigationTitle(\"Title\")", in folder: String) throws -> String {
        let dir = try temporaryDirectory("uikit-appearance-\(folder)")
        let scene = dir.appendingPathComponent("Bar.swift")
        try """
        import SwiftUI
        struct Bar: View {
            init() {
        \(initializer)
            }
            var body: some View {
                NavigationStack { Text("Row")\(title) }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { Bar() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--scene-only"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func withoutAppearanceTheBarIsSwiftUIs() throws {
        let drawn = try dump("", in: "none")
        #expect(drawn.contains("#000000FF \"Title\""), "\(drawn)")
        #expect(!drawn.contains("fill #000000FF path [0 0 300"), "\(drawn)")
    }

    /// iOS 16's lists are collection views: `UITableView.appearance()` is accepted and changes
    /// nothing drawn.
    @Test func theTableViewAppearanceIsKeptAndChangesNothing() throws {
        let drawn = try dump(
            """
                    UITableView.appearance().backgroundColor = .clear
                    UITableView.appearance().separatorStyle = .none
                    UITableViewCell.appearance().backgroundColor = .red
            """, in: "table")
        #expect(drawn == (try dump("", in: "table-none")))
    }

    @Test func theBarsLegacyAttributesAndBackgroundAreDrawn() throws {
        let drawn = try dump(
            """
                    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]
                    UINavigationBar.appearance().backgroundColor = .black
            """, in: "legacy")
        #expect(drawn.contains("#FF0000FF \"Title\""), "\(drawn)")
        #expect(drawn.contains("fill #000000FF path [0 0 300 96]"), "\(drawn)")
    }

    @Test func theTitlesFontsAreDrawnFromADescriptor() throws {
        // A rounded design without the bold trait: the large title in a regular weight, not
        // SwiftUI's bold; the inline title at the size the attribute gives.
        let large = try dump(
            """
                    let font = UIFont.preferredFont(forTextStyle: .largeTitle)
                    let rounded = UIFont(descriptor: font.fontDescriptor.withDesign(.rounded) ?? font.fontDescriptor, size: 0)
                    UINavigationBar.appearance().largeTitleTextAttributes = [.font: rounded]
            """, in: "font")
        #expect(large.contains("text DejaVuSans.ttf 34pt #000000FF \"Title\""), "\(large)")
        let bold = try dump(
            """
                    let font = UIFont.preferredFont(forTextStyle: .body)
                    let heavy = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 20)
                    UINavigationBar.appearance().titleTextAttributes = [.font: heavy]
            """, title: ".navigationTitle(\"Title\").navigationBarTitleDisplayMode(.inline)", in: "inline-font")
        #expect(bold.contains("text DejaVuSans-Bold.ttf 20pt #000000FF \"Title\""), "\(bold)")
    }

    @Test func theScrollEdgeAppearanceIsTheBarAtRest() throws {
        let drawn = try dump(
            """
                    let edge = UINavigationBarAppearance()
                    edge.configureWithOpaqueBackground()
                    edge.backgroundColor = .systemIndigo
                    edge.titleTextAttributes = [.foregroundColor: UIColor.white]
                    edge.largeTitleTextAttributes = [.foregroundColor: UIColor.yellow]
                    let standard = UINavigationBarAppearance()
                    standard.backgroundColor = .green
                    UINavigationBar.appearance().standardAppearance = standard
                    UINavigationBar.appearance().scrollEdgeAppearance = edge
                    let tabs = UITabBarAppearance()
                    tabs.stackedLayoutAppearance.normal.iconColor = .gray
                    UITabBar.appearance().standardAppearance = tabs
            """, title: ".navigationTitle(\"Title\").navigationBarTitleDisplayMode(.inline)", in: "edge")
        #expect(drawn.contains("#FFFFFFFF \"Title\""), "\(drawn)")
        #expect(drawn.contains("fill #5856D6FF path [0 0 300"), "\(drawn)")
    }
}
