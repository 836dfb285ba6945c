export async function reportSearchBytes(): Promise<void> {}
