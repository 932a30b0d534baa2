// expect: exit 2 at 9:5 "@FetchRequest (Core Data) is not supported by Flipbook yet"
// run: render
// A Core Data list: the fetch request's property is not a memberwise argument (Flipbook said
// "missing argument for parameter 'items'", found by a trial of fresh public code).
import SwiftUI
import CoreData

struct ItemList: View {
    @FetchRequest(sortDescriptors: [], animation: .default)
    private var items: FetchedResults<Item>

    var body: some View {
        List(items) { item in Text("\(item.id)") }
    }
}

#Preview { ItemList() }
