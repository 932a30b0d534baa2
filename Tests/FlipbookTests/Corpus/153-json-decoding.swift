// JSON decoded as Swift's synthesized Decodable does: CodingKeys with a renamed key, a
// dictionary, a 'let' with a value left out (the UUID), Data(string.utf8) and
// data(using: .utf8); a type mismatch throws, so try? gives nil and a do/catch catches it.
import SwiftUI

struct Item: Decodable, Identifiable {
    let id: Int
    let title: String
    let tags: [String: Int]
    let uuid = UUID()
    enum CodingKeys: String, CodingKey {
        case id
        case title = "label"
        case tags
    }
}

struct ItemsView: View {
    let items: [Item] = {
        let json = #"[{"id": 1, "label": "One", "tags": {"a": 1}}, {"id": 2, "label": "Two", "tags": {}}]"#
        return (try? JSONDecoder().decode([Item].self, from: Data(json.utf8))) ?? []
    }()
    let broken: Item? = try? JSONDecoder().decode(Item.self, from: "{\"id\": \"x\"}".data(using: .utf8)!)
    var message: String {
        do {
            _ = try JSONDecoder().decode(Item.self, from: Data("{\"id\": 3}".utf8))
            return "decoded"
        } catch {
            return "failed"
        }
    }
    var body: some View {
        VStack {
            ForEach(items) { Text("\($0.id) \($0.title) \($0.tags.count)") }
            Text(broken == nil ? "nil" : "value")
            Text(message)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) { ItemsView() }
