import FlipbookCLI

FlipbookCommand.main()
