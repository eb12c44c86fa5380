/** Admin landing; its layout, navigation and figures are built with the admin console. */
export function AdminDashboard() {
  return (
    <main>
      <h1>관리자 대시보드</h1>
    </main>
  );
}
