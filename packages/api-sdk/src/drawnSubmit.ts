/**
 * The one inline script of a page drawn at build time (decisions 012 and 042), put into its <head>
 * by the build: until the app is alive, a form that is sent (Enter in a field, a click on the
 * button) is held instead of sent by the browser itself, which would put a password into the
 * address; held before React sees it, so it is handled once, when sent again. The app calls
 * `drawnSubmit(form)` when a form's submit button is hydrated (a held sending of that form happens
 * now) and `drawnSubmit(null)` once the page is (nothing is held any more). The server's CSP allows
 * exactly this text by its hash, so it is shared here, between the build and the server.
 */
export const DRAWN_SUBMIT_SCRIPT =
  '(()=>{let held=null;const hold=(event)=>{event.preventDefault();event.stopPropagation();held=event};' +
  "document.addEventListener('submit',hold,true);" +
  "window.drawnSubmit=(form)=>{document.removeEventListener('submit',hold,true);" +
  'if(form&&held&&held.target===form){const submitter=held.submitter;held=null;form.requestSubmit(submitter)}}})()';
