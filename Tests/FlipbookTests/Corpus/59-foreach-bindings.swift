import SwiftUI

struct Task2: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TaskRow: View {
    @Binding var task: Task2

    var body: some View {
        HStack {
            Circle()
                .fill(task.isDone ? Color.green : Color.clear)
                .overlay(Circle().stroke(Color.green, lineWidth: 2))
                .frame(width: 18, height: 18)
            Text(task.title)
                .foregroundColor(task.isDone ? .secondary : .primary)
        }
        .frame(width: 180, alignment: .leading)
        .onTapGesture {
            withAnimation { task.isDone.toggle() }
        }
    }
}

struct TodoList: View {
    @State private var tasks = [Task2(title: "Buy milk"), Task2(title: "Call mom"), Task2(title: "Ship it")]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach($tasks) { $task in
                TaskRow(task: $task)
            }
        }
        .task {
            for index in tasks.indices {
                try? await Task.sleep(for: .seconds(0.4))
                withAnimation(.easeOut(duration: 0.2)) {
                    tasks[index].isDone = true
                }
            }
        }
    }
}

// flipbook: tap "Buy milk" at 1.5

#Preview(traits: .fixedLayout(width: 240, height: 140)) {
    TodoList()
}
