// expect: exit 2 at 13:5 "@SectionedFetchRequest (Core Data) is not supported by Flipbook yet"
// run: render
// A Core Data list in sections: the sectioned fetch request's property is not a memberwise
// argument (Flipbook said "missing argument for parameter 'items'" before it said so).
import SwiftUI
import CoreData

class Item: NSManagedObject {
    @NSManaged var day: String?
}

struct ItemList: View {
    @SectionedFetchRequest(sectionIdentifier: \Item.day, sortDescriptors: [], animation: .default)
    private var items: SectionedFetchResults<String?, Item>

    var body: some View {
        List(items) { section in Text(section.id ?? "") }
    }
}

#Preview { ItemList() }
