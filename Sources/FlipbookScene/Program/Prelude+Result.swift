extension Prelude {
    /// The standard library's `Result`, for completion handlers and `Future`.
    static let resultSource = #"""
        enum Result<Success, Failure> {
            case success(Success)
            case failure(Failure)

            init(catching body: () throws -> Success) {
                do {
                    self = Result.success(try body())
                } catch {
                    self = Result.failure(error)
                }
            }
            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }
            func map(_ transform: (Success) -> Any) -> Result<Any, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }
            func mapError(_ transform: (Failure) -> Any) -> Result<Success, Any> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }
            func flatMap(_ transform: (Success) -> Result<Any, Failure>) -> Result<Any, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }
        """#
}
