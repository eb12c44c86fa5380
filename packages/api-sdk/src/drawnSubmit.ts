/**
 * The one inline script of a page drawn at build time (decisions 012 and 042), put into its <head>
 * by the build: until the app is alive, a form that is sent (Enter in a field, a click on the
 * button) is held instead of sent by the browser itself, which would put a password into the
 * address. Once the app has hydrated a form's submit button, it calls `drawnSubmit(form)`: the
 * page stops holding, and a held sending of that form happens now. The server's CSP allows exactly
 * this text by its hash, so it is shared here, between the build and the server.
 */
export const DRAWN_SUBMIT_SCRIPT =
  '(()=>{let held=null;const hold=(event)=>{event.preventDefault();held=event};' +
  "document.addEventListener('submit',hold,true);" +
  "window.drawnSubmit=(form)=>{document.removeEventListener('submit',hold,true);" +
  'if(held&&held.target===form){const submitter=held.submitter;held=null;form.requestSubmit(submitter)}}})()';
