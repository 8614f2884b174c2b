import DevToolsCommands

LintComponentsCommand.main()
