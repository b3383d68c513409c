"""Card data: printed facts (`facts`) and abilities written in the ability DSL (`registry`)."""
